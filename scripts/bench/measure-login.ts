/** How long failed staff logins take: an unknown e-mail, a wrong password, an account under attack. */
import { measureLoginTimings } from './login'
import { infoRow, ms, type Row } from './report'
import { say, tenth } from './harness'

/** The median time of each kind of failed login (they must not be told apart), as rows. */
export async function measureLogins(base: string): Promise<Row[]> {
  say('\nFailed staff logins: median time of each kind, interleaved')
  const login = await measureLoginTimings(base)
  const kinds = [login.unknownEmailMs, login.wrongPasswordMs, login.attackedAccountMs]
  say(
    `  unknown e-mail ${ms(tenth(login.unknownEmailMs))}, wrong password ${ms(tenth(login.wrongPasswordMs))}, ` +
      `account under attack ${ms(tenth(login.attackedAccountMs))} (${login.samples} each)`,
  )
  return [
    infoRow('failed login, unknown e-mail (median)', ms(tenth(login.unknownEmailMs))),
    infoRow('failed login, wrong password (median)', ms(tenth(login.wrongPasswordMs))),
    infoRow('failed login, account under attack (median)', ms(tenth(login.attackedAccountMs))),
    infoRow('failed login, slowest / fastest kind', `${(Math.max(...kinds) / Math.min(...kinds)).toFixed(2)}×`),
  ]
}
