import { endFirstPaint, endFirstPaintWhenRendered, firstPaintOf, pageHasRendered } from './first-paint';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function serverPage() {
  document.body.innerHTML =
    '<div id="first-paint"><main><div class="remote-slot" data-first-paint-slot="sports/home"><div class="match-row">A v B</div></div></main></div>' +
    '<div id="root"><div class="remote-slot" data-page="home"></div></div>';
  return document.querySelector('#root .remote-slot')!;
}

describe("the server's first paint of the home page", () => {
  it('names the page it drew', () => {
    serverPage();
    expect(firstPaintOf('sports', 'home')).not.toBeNull();
    expect(firstPaintOf('sports', 'event')).toBeNull();
    endFirstPaint();
    expect(firstPaintOf('sports', 'home')).toBeNull();
    endFirstPaint(); // once gone, nothing to do
  });

  it('stays while the page loads or shows its skeleton, goes once the page has rendered its rows', async () => {
    const slot = serverPage();
    const stop = endFirstPaintWhenRendered(slot);
    slot.innerHTML = '<div class="remote-loading" aria-busy="true"></div>';
    await flush();
    expect(document.getElementById('first-paint')).not.toBeNull();
    slot.innerHTML = '<section class="sports-home"><section class="match-list" aria-busy="true"></section></section>';
    await flush();
    expect(document.getElementById('first-paint')).not.toBeNull();
    slot.querySelector('.match-list')!.removeAttribute('aria-busy');
    await flush();
    expect(document.getElementById('first-paint')).toBeNull();
    stop();
  });

  it("names an event page's first paint by its slot, kept until that page has rendered", async () => {
    document.body.innerHTML =
      '<div id="first-paint"><main><div class="remote-slot" data-first-paint-slot="sports/event"><section class="event-page"><h1>A v B</h1></section></div></main></div>' +
      '<div id="root"><div class="remote-slot" data-page="event"></div></div>';
    expect(firstPaintOf('sports', 'event')).not.toBeNull();
    expect(firstPaintOf('sports', 'home')).toBeNull();
    const slot = document.querySelector('#root .remote-slot')!;
    const stop = endFirstPaintWhenRendered(slot);
    slot.innerHTML = '<div class="sports-page" data-testid="event-loading" aria-busy="true"></div>';
    await flush();
    expect(document.getElementById('first-paint')).not.toBeNull();
    slot.innerHTML = '<section class="sports-page event-page"><header class="event-header"><h1>A v B</h1></header></section>';
    await flush();
    expect(document.getElementById('first-paint')).toBeNull();
    stop();
  });

  it('goes at once when the page has already rendered', () => {
    const slot = serverPage();
    slot.innerHTML = '<p class="sports-empty">No events</p>';
    expect(pageHasRendered(slot)).toBe(true);
    endFirstPaintWhenRendered(slot);
    expect(document.getElementById('first-paint')).toBeNull();
    expect(pageHasRendered(document.createElement('div'))).toBe(false);
  });
});
