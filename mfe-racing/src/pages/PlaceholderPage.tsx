// A page of the racing section whose content is still to be built.
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <section className="racing-page" data-testid="racing-page">
      <h1>{title}</h1>
    </section>
  );
}
