// The bet slip fragment the shell shows in its right panel and in the mobile modal. It reads the
// selection from shared-kernel's bet-slip bus, so it needs no props.
import { BetSlipPanel } from '../bet-slip/BetSlipPanel';

export default function BetSlip() {
  return <BetSlipPanel />;
}
