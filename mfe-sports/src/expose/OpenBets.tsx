// The Open Bets fragment of the shell's right panel.
export default function OpenBets() {
  return (
    <div className="open-bets" data-testid="open-bets">
      <p>Please login to see your open bets.</p>
    </div>
  );
}
