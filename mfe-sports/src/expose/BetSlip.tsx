// The bet slip fragment the shell shows in its right panel and in the mobile modal.
export default function BetSlip() {
  return (
    <div className="bet-slip" data-testid="bet-slip">
      <p>Click on odds to place a bet.</p>
    </div>
  );
}
