// The columns of the `fancies` table (migration 040), as the exchange and the catalog read them.
export type FancyColumns = {
  id: number;
  event_id: number;
  name: string;
  category: number;
  no_line: number;
  no_rate: number;
  yes_line: number;
  yes_rate: number;
  is_active: boolean;
  game_status: string | null;
  min_stake_paise: number;
  max_stake_paise: number;
  max_profit_paise: number;
  settled_at: string | null;
};
