// The Open Bets fragment of the shell's right panel.
import { OpenBetsList } from '../open-bets/OpenBetsList';

export default function OpenBets() {
  return <OpenBetsList layout="rows" />;
}
