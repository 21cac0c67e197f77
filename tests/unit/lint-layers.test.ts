/**
 * The front-end layers (docs/architecture.md, "Front-end layers") are enforced by `npm run lint`
 * (eslint.config.js: import/no-restricted-paths zones, import/no-cycle). These snippets are linted as if
 * they were files at the given paths; each violation must be reported, static or dynamic import() alike.
 */
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const LAYERS = 'import/no-restricted-paths'
let eslint: ESLint

beforeAll(() => {
  // import/no-cycle needs the linted file on disk (these snippets are not): checked apart, below.
  eslint = new ESLint({
    cwd: process.cwd(),
    overrideConfig: { rules: { 'import/no-cycle': 'off' } },
  })
})

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`)
}

describe('front-end layers (ESLint)', { timeout: 60_000 }, () => {
  it('a feature does not import another feature: static, relative, type-only or dynamic', async () => {
    const from = 'src/features/auth/probe.ts'
    expect(await ruleIds(from, "import '@/features/chat/forget-on-sign-out'\n")).toEqual([LAYERS])
    expect(await ruleIds(from, "import '../chat/forget-on-sign-out'\n")).toEqual([LAYERS])
    expect(
      await ruleIds(
        from,
        "import type { ChatMessage } from '@/features/chat/logic/chat-message'\nexport type M = ChatMessage\n",
      ),
    ).toEqual([LAYERS])
    expect(
      await ruleIds(
        from,
        "export const load = () => import('@/features/chat/forget-on-sign-out')\n",
      ),
    ).toEqual([LAYERS])
  })

  it('the admin features are separate features: they share only src/components/admin and below', async () => {
    const from = 'src/features/admin-payments/probe.ts'
    expect(await ruleIds(from, "import '@/features/admin-subscribers/subscribers-page'\n")).toEqual(
      [LAYERS],
    )
    expect(
      await ruleIds(
        'src/features/admin-content/classes/probe.ts',
        "export const load = () => import('@/features/admin-reports/report-charts')\n",
      ),
    ).toEqual([LAYERS])
    expect(
      await ruleIds(
        from,
        "import { ListToolbar } from '@/components/admin/list-toolbar'\nexport const t = ListToolbar\n",
      ),
    ).toEqual([])
    expect(
      await ruleIds(
        'src/components/admin/probe.ts',
        "import '@/features/admin-content/packages/packages-page'\n",
      ),
    ).toEqual([LAYERS])
  })

  it('the local store does not import the downloads (they register with it)', async () => {
    expect(
      await ruleIds(
        'src/data/local/probe.ts',
        "export const load = () => import('@/data/downloads/downloads-store')\n",
      ),
    ).toEqual([LAYERS])
    expect(
      await ruleIds(
        'src/data/downloads/probe.ts',
        "import { registerUserDataCleanup } from '../local/session'\nexport const r = registerUserDataCleanup\n",
      ),
    ).toEqual([])
  })

  it('a feature does not import the app', async () => {
    expect(
      await ruleIds(
        'src/features/auth/probe.ts',
        "export const load = () => import('@/app/mount-app')\n",
      ),
    ).toEqual([LAYERS])
  })

  it('rxdb, dexie and pocketbase are imported in src/data only, subpaths and import() included', async () => {
    const code = [
      "export const a = () => import('rxdb')",
      "export const b = () => import('rxdb/plugins/core')",
      "export const c = () => import('dexie')",
      "import type PocketBase from 'pocketbase'",
      'export type P = PocketBase',
      '',
    ].join('\n')
    expect(await ruleIds('src/features/learning/probe.ts', code)).toEqual([
      LAYERS,
      LAYERS,
      LAYERS,
      LAYERS,
    ])
    expect(await ruleIds('src/data/local/probe.ts', code)).toEqual([])
  })

  it('lower layers import no higher one', async () => {
    expect(
      await ruleIds(
        'src/lib/probe.ts',
        "import { Toaster } from '@/components/toaster'\nexport const t = Toaster\n",
      ),
    ).toEqual([LAYERS])
    expect(await ruleIds('src/data/probe.ts', "import '@/components/toast-store'\n")).toEqual([
      LAYERS,
    ])
    expect(
      await ruleIds('src/components/probe.ts', "import '@/features/chat/forget-on-sign-out'\n"),
    ).toEqual([LAYERS])
    expect(await ruleIds('src/sw/probe.ts', "import '@/components/toast-store'\n")).toEqual([
      LAYERS,
    ])
  })

  it('src/testing is for test files only', async () => {
    const code = "import { setupDomTests } from '@/testing/dom'\nsetupDomTests()\n"
    expect(await ruleIds('src/features/chat/probe.ts', code)).toEqual([LAYERS])
    expect(await ruleIds('src/features/chat/probe.test.ts', code)).toEqual([])
  })

  it('allows what the layers allow', async () => {
    const code = [
      "import { toast } from '@/components/toast-store'",
      "import { signIn } from '@/data/auth'",
      "import { errorMessage } from '@/lib/errors'",
      "import { validateLogin } from './validation'",
      'export const used = [toast, signIn, errorMessage, validateLogin]',
      "export const load = () => import('./login-shell')",
      '',
    ].join('\n')
    expect(await ruleIds('src/features/auth/probe.ts', code)).toEqual([])
    expect(
      await ruleIds(
        'src/app/probe.ts',
        "export const load = () => import('@/features/chat/forget-on-sign-out')\n",
      ),
    ).toEqual([])
  })

  it('import/no-cycle is on for src', async () => {
    const config = (await new ESLint({ cwd: process.cwd() }).calculateConfigForFile(
      'src/app/app.tsx',
    )) as { rules: Record<string, unknown[]> }
    expect(config.rules['import/no-cycle']?.[0]).toBe(2)
  })
})
