const entries = [
  { href: '/login/dealer', label: 'Dealer' },
  { href: '/login/customer', label: 'Customer' },
  { href: '/login/dealer-group', label: 'Dealer Group' },
  { href: '/login/dealer/admin', label: 'Dealer Admin' },
  { href: '/login/customer/admin', label: 'Customer Admin' },
  { href: '/login/dealer-group/admin', label: 'Dealer Group Admin' },
] as const;

/** The landing screen: six ways in (spec §2 Landing). */
export function Landing() {
  return (
    <main>
      <h1>Choose your portal</h1>
      <nav aria-label="Portals">
        {entries.map((entry) => (
          <a key={entry.href} href={entry.href}>
            {entry.label}
          </a>
        ))}
      </nav>
    </main>
  );
}
