// The chat panel, shared by the landing page's trial and the signed-in chatbot.
import type { Page } from '@playwright/test'

export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

/** The message box. */
export const chatInput = (page: Page) => page.getByRole('textbox', { name: 'Tulis pesan' })

/** The conversation (user-message and bot-message items). */
export const chatLog = (page: Page) => page.getByRole('log')
