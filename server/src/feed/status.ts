// What the running feed reports about itself (GET /api/v1/feed/status): which feed, and for a
// replay its speed and the recording time each market has reached. One per process: only the
// instance holding the feed's lease runs a feed; the others answer that they run none.
export interface FeedMarketStatus {
  marketId: string;
  eventId: number;
  status: string;
  inPlay: boolean;
  /** the publish time (ms) of the last change applied to it */
  pt: number;
}

export interface FeedStatus {
  feed: string;
  running: boolean;
  /** replay: recording time reached (ms), its speed, whether it has played to the end */
  position?: number;
  speed?: number;
  finished?: boolean;
  /** live client: connection state and the stream's last clock */
  connection?: string;
  clk?: string | null;
  markets: FeedMarketStatus[];
}

let current: FeedStatus = { feed: process.env.KHEL_FEED ?? 'simulator', running: false, markets: [] };

export const feedStatus = (): FeedStatus => current;
export const setFeedStatus = (s: FeedStatus): void => {
  current = s;
};
