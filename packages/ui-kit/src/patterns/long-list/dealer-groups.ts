// The dealer groups the long-list pattern and the dealer's example screen choose from: made up,
// and long enough (60) that typing beats scrolling.
export const dealerGroups = [
  'Sandton Motor Group',
  'Durban Auto Holdings',
  'Cape Motor City',
  'Ubuntu Motors (Pty) Ltd',
  'Highveld Dealer Group',
  'Eastern Cape Auto',
  'Boland Motors',
  'Limpopo Vehicle Holdings',
  'Mpumalanga Motor Group',
  'Free State Auto Traders',
  ...Array.from({ length: 50 }, (_, index) => `Regional Dealer Group ${index + 1}`),
].map((name, index) => ({ id: `g${index + 1}`, name }));
