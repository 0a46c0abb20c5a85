/** Back-office logins of the sample agency (printed by the launcher; change them in production). */
export const sampleStaff: { email: string; password: string; name: string; role: 'admin' | 'agent' }[] = [
  { email: 'admin@vitrine.example', password: 'vitrine-demo-2026', name: 'Katrien Van den Broeck', role: 'admin' },
  { email: 'agent@vitrine.example', password: 'vitrine-demo-2026', name: 'Olivier Dumont', role: 'agent' },
]
