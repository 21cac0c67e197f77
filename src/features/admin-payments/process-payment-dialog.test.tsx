// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { PaymentRow } from '@/data/admin'
import { ProcessPaymentDialog } from './process-payment-dialog'
import { PaymentsTable } from './payments-table'
import { setupDomTests } from '@/testing/dom'
import { renderWithTheme } from '@/testing/render'
import { resetToasts, toastTexts } from '@/testing/toasts'

setupDomTests({ slowMui: true })

const processPayment = vi.fn()
vi.mock('@/data/admin', () => ({ processPayment: (...args: unknown[]) => processPayment(...args) }))

function row(over: Partial<PaymentRow> = {}): PaymentRow {
  return {
    id: 't1',
    order_id: 'ORDER-1',
    customer_email: 'pembeli@contoh.id',
    amount: 30000,
    credits_amount: 0,
    status: 'pending',
    payment_method: 'gopay',
    paket: null,
    review_note: '',
    created: '2026-01-31 02:05:00.000Z',
    processed_at: '',
    paid_at: '',
    ...over,
  }
}

beforeEach(() => {
  processPayment.mockReset()
  resetToasts()
})

describe('ProcessPaymentDialog', () => {
  it('asks for the credits when the amount matches no pack, then sends them', async () => {
    processPayment.mockResolvedValue({ credits: 15 })
    const onDone = vi.fn()
    const onClose = vi.fn()
    renderWithTheme(<ProcessPaymentDialog row={row()} onClose={onClose} onDone={onDone} />)
    fireEvent.click(screen.getByRole('button', { name: 'Proses' }))
    expect(await screen.findByText('Masukkan jumlah kredit yang ditambahkan')).toBeTruthy()
    expect(processPayment).not.toHaveBeenCalled()
    fireEvent.change(screen.getByLabelText(/Jumlah kredit/), { target: { value: '15' } })
    fireEvent.click(screen.getByRole('button', { name: 'Proses' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(processPayment).toHaveBeenCalledWith('t1', 15)
    expect(onDone).toHaveBeenCalled()
    expect(toastTexts()).toContain('Berhasil: Berhasil memproses transaksi dan menambah 15 kredit')
  })

  it('uses the pack credits without asking', async () => {
    processPayment.mockResolvedValue({ credits: 20 })
    renderWithTheme(
      <ProcessPaymentDialog
        row={row({ amount: 25000, credits_amount: 20 })}
        onClose={() => {}}
        onDone={() => {}}
      />,
    )
    expect(screen.getByText(/20 kredit/)).toBeTruthy()
    expect(screen.queryByLabelText(/Jumlah kredit/)).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Proses' }))
    await waitFor(() => expect(processPayment).toHaveBeenCalledWith('t1', undefined))
  })

  it("shows the server's refusal in the red 'Gagal memproses transaksi' toast", async () => {
    processPayment.mockRejectedValue({
      status: 400,
      response: { message: 'Hanya transaksi pending yang bisa diproses manual' },
    })
    const onClose = vi.fn()
    renderWithTheme(
      <ProcessPaymentDialog
        row={row({ credits_amount: 20 })}
        onClose={onClose}
        onDone={() => {}}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Proses' }))
    expect(
      await screen.findByText('Hanya transaksi pending yang bisa diproses manual'),
    ).toBeTruthy()
    expect(onClose).not.toHaveBeenCalled()
    expect(toastTexts()).toContain(
      'Gagal memproses transaksi: Hanya transaksi pending yang bisa diproses manual',
    )
  })
})

describe('PaymentsTable', () => {
  it('shows Rupiah, credits, the status chip and dd/MM/yyyy HH:mm; Proses only for pending', () => {
    const onProcess = vi.fn()
    renderWithTheme(
      <PaymentsTable
        rows={[
          row(),
          row({
            id: 't2',
            order_id: 'ORDER-2',
            status: 'completed',
            amount: 50000,
            credits_amount: 50,
          }),
        ]}
        onDetail={() => {}}
        onProcess={onProcess}
      />,
    )
    const rows = screen.getAllByTestId('payment-row')
    expect(rows[0].textContent).toContain('Rp30.000')
    expect(rows[0].textContent).toContain('Pending')
    expect(rows[1].textContent).toContain('Rp50.000')
    expect(rows[1].textContent).toContain('Berhasil')
    expect(rows[0].textContent).toMatch(/31\/01\/2026 \d{2}:05/)
    expect(screen.getAllByRole('button', { name: 'Proses' })).toHaveLength(1)
    fireEvent.click(screen.getByRole('button', { name: 'Proses' }))
    expect(onProcess).toHaveBeenCalledWith(expect.objectContaining({ id: 't1' }))
  })
})
