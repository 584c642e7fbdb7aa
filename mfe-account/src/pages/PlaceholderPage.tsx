// A page of the account section whose content is still to be built.
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <section className="account-page" data-testid="account-page">
      <h1>{title}</h1>
    </section>
  );
}
