import { sampleStaff } from '../../seed/data/staff'

/**
 * How long a failed staff login takes for an unknown e-mail, a wrong password and an account
 * under attack: the three must not be told apart by their timing. The server must trust one
 * proxy (TRUSTED_PROXIES=1), so each attempt can name a fresh client address and no per-network
 * wait gets in the way; the account under attack has failed thirty times from as many addresses
 * first (which once locked it; now each of those networks waits, and the account answers a new
 * network like any other).
 */
export interface LoginTimings {
  unknownEmailMs: number
  wrongPasswordMs: number
  attackedAccountMs: number
  samples: number
}

let addressCounter = 0
const freshAddress = () => `198.18.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`

async function attempt(base: string, email: string, password: string): Promise<{ status: number; ms: number }> {
  const started = performance.now()
  const res = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress() },
    body: JSON.stringify({ email, password }),
  })
  await res.arrayBuffer()
  return { status: res.status, ms: performance.now() - started }
}

async function createAccount(base: string, token: string, label: string): Promise<string> {
  const email = `bench-${label}-${Date.now()}@bench.example`
  const res = await fetch(`${base}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: `JWT ${token}` },
    body: JSON.stringify({ email, password: 'bench-password-2026', name: `Bench ${label}`, role: 'agent' }),
  })
  if (res.status !== 201) throw new Error(`creating a bench account answered ${res.status}`)
  return email
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

export async function measureLoginTimings(base: string, samples = 9): Promise<LoginTimings> {
  const admin = sampleStaff.find((s) => s.role === 'admin')!
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress() },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  })
  const { token } = (await login.json()) as { token?: string }
  if (!token) throw new Error(`the sample admin could not log in (${login.status})`)
  const wrong = await createAccount(base, token, 'wrong')
  const attacked = await createAccount(base, token, 'attacked')
  // Thirty failures, each from another address.
  for (let i = 0; i < 30; i++) await attempt(base, attacked, `guess-${i}`)

  const times = { unknown: [] as number[], wrong: [] as number[], attacked: [] as number[] }
  for (let i = 0; i < samples; i++) {
    // Interleaved, so a slower moment of the machine weighs on all three alike.
    const cases: Array<[keyof typeof times, string, string]> = [
      ['unknown', `nobody-${i}@bench.example`, 'bench-password-2026'],
      ['wrong', wrong, `not-the-password-${i}`],
      ['attacked', attacked, `not-the-password-${i}`],
    ]
    for (const [name, email, password] of cases) {
      const r = await attempt(base, email, password)
      if (r.status !== 401) throw new Error(`a failed login (${name}) answered ${r.status}, not 401`)
      times[name].push(r.ms)
    }
  }
  return {
    unknownEmailMs: median(times.unknown),
    wrongPasswordMs: median(times.wrong),
    attackedAccountMs: median(times.attacked),
    samples,
  }
}
