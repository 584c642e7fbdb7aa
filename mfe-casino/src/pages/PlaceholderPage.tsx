// A page of the casino section whose content is still to be built.
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <section className="casino-page" data-testid="casino-page">
      <h1>{title}</h1>
    </section>
  );
}
