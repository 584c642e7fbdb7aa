// A page of the sports section whose content is still to be built.
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <section className="sports-page" data-testid="sports-page">
      <h1>{title}</h1>
    </section>
  );
}
