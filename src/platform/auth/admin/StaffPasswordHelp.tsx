import type { AdminViewServerProps } from 'payload'
import { inLanguage, l } from '@/i18n/admin-text'

const TEXTS = {
  heading: l('Forgot your password?', 'Wachtwoord vergeten?', 'Mot de passe oublié ?', 'Passwort vergessen?'),
  body: l(
    'Staff passwords are not reset by e-mail. Ask an administrator of the agency: they set a new password for you under Users, and you change it after logging in.',
    'Wachtwoorden van medewerkers worden niet per e-mail hersteld. Vraag het aan een beheerder van het kantoor: die stelt bij Gebruikers een nieuw wachtwoord voor je in, dat je na het inloggen zelf wijzigt.',
    'Les mots de passe du personnel ne sont pas réinitialisés par e-mail. Demandez à un administrateur de l’agence : il vous donne un nouveau mot de passe dans Utilisateurs, que vous changez après vous être connecté.',
    'Passwörter von Mitarbeitern werden nicht per E-Mail zurückgesetzt. Fragen Sie eine Administratorin oder einen Administrator des Büros: Sie setzen unter Benutzer ein neues Passwort für Sie, das Sie nach der Anmeldung selbst ändern.',
  ),
  back: l('Back to the login', 'Terug naar het inloggen', 'Retour à la connexion', 'Zurück zur Anmeldung'),
}

/**
 * The back office's "Forgot password?" page (admin.components.views.forgot). Payload's own page
 * would mail a reset link; staff passwords are not reset by mail (platform/auth/rest.ts says
 * why), so this page says who resets them instead of offering a form that cannot work.
 */
export function StaffPasswordHelp({ initPageResult }: AdminViewServerProps) {
  const { req } = initPageResult
  const text = (key: keyof typeof TEXTS) => inLanguage(TEXTS[key], req.i18n?.language)
  return (
    <section>
      <h1>{text('heading')}</h1>
      <p>{text('body')}</p>
      <a href={`${req.payload.config.routes.admin}/login`}>{text('back')}</a>
    </section>
  )
}
