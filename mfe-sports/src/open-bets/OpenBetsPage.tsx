// /open-bets: the open-bets list as cards (§2.12).
import { OpenBetsList } from './OpenBetsList';

export default function OpenBetsPage() {
  return (
    <section className="sports-page" data-testid="open-bets-page">
      <h1>Open Bets</h1>
      <OpenBetsList layout="cards" />
    </section>
  );
}
