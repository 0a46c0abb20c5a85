import type { ServerProps } from 'payload'
import { inLanguage, l } from '@/i18n/admin-text'
import { accountsUnderAttack } from '../attacks'

const TEXTS = {
  heading: l('Logins under attack', 'Logins onder vuur', 'Connexions attaquées', 'Angegriffene Anmeldungen'),
  intro: l(
    'Many failed logins from several networks aim at these accounts (last 24 hours). Each of those networks waits longer after every failure; the account itself still logs in from its own network with the right password. If the person did not cause them, check that their password is strong; “Force unlock” on the account clears the waits.',
    'Veel mislukte logins vanaf verschillende netwerken richten zich op deze accounts (laatste 24 uur). Elk van die netwerken wacht na elke mislukking langer; het account zelf logt vanaf zijn eigen netwerk met het juiste wachtwoord gewoon in. Heeft de persoon ze niet zelf veroorzaakt, kijk dan na of het wachtwoord sterk is; “Forceer ontgrendeling” op het account wist de wachttijden.',
    'De nombreuses connexions échouées depuis plusieurs réseaux visent ces comptes (dernières 24 heures). Chacun de ces réseaux attend plus longtemps après chaque échec ; le compte se connecte toujours depuis son propre réseau avec le bon mot de passe. Si la personne n’en est pas l’auteur, vérifiez que son mot de passe est solide ; « Forcer le déverrouillage » sur le compte efface les attentes.',
    'Viele fehlgeschlagene Anmeldungen aus mehreren Netzwerken zielen auf diese Konten (letzte 24 Stunden). Jedes dieser Netzwerke wartet nach jedem Fehlschlag länger; das Konto selbst meldet sich aus seinem eigenen Netzwerk mit dem richtigen Passwort weiterhin an. Hat die Person sie nicht selbst verursacht, prüfen Sie, ob ihr Passwort stark ist; „Entsperren erzwingen“ am Konto löscht die Wartezeiten.',
  ),
  line: l(
    '{failures} failed logins from {networks} networks',
    '{failures} mislukte logins vanaf {networks} netwerken',
    '{failures} connexions échouées depuis {networks} réseaux',
    '{failures} fehlgeschlagene Anmeldungen aus {networks} Netzwerken',
  ),
  users: l('staff', 'medewerker', 'personnel', 'Mitarbeiter'),
  owners: l('owner', 'eigenaar', 'propriétaire', 'Eigentümer'),
}

/**
 * On the back office's dashboard, for administrators: the accounts under attack now
 * (platform/auth/attacks.ts), each linked to its page (where an administrator can unlock it).
 * Nothing when there are none.
 */
export async function AttackNotice({ payload, i18n, user }: ServerProps) {
  // Only staff reach the back office (admin.user is `users`).
  if ((user as { role?: string } | undefined)?.role !== 'admin') return null
  const attacked = await accountsUnderAttack(payload)
  if (!attacked.length) return null
  const text = (key: keyof typeof TEXTS) => inLanguage(TEXTS[key], i18n?.language)
  const admin = payload.config.routes.admin
  return (
    <section
      role="alert"
      aria-labelledby="login-attacks-heading"
      style={{
        marginBottom: 'calc(var(--base) * 2)',
        padding: 'var(--base)',
        border: '1px solid var(--theme-error-400)',
        borderRadius: 'var(--style-radius-m)',
        background: 'var(--theme-error-50)',
      }}
    >
      <h2 id="login-attacks-heading" style={{ marginTop: 0 }}>
        {text('heading')}
      </h2>
      <p>{text('intro')}</p>
      <ul>
        {attacked.map((a) => (
          <li key={`${a.collection}-${a.id}`}>
            <a href={`${admin}/collections/${a.collection}/${a.id}`}>{a.email}</a>
            {` (${text(a.collection)}): ${text('line')
              .replace('{failures}', String(a.failures))
              .replace('{networks}', String(a.networks))}`}
          </li>
        ))}
      </ul>
    </section>
  )
}
