// The rules shown in the event page's Rules pop-up (§2.12): General Rules (match odds, bookmaker,
// other markets) and Fancy Rules (cricket sessions). Plain sections: a heading and its rules.

export interface RulesSection {
  heading: string;
  rules: string[];
}

export const GENERAL_RULES: readonly RulesSection[] = [
  {
    heading: 'General',
    rules: [
      'All bets are accepted on the condition that the player agrees to these rules. In a dispute, the records of the exchange are final.',
      'Bets are placed at the price shown on the bet slip or better. A back bet is matched at that price or higher, a lay bet at that price or lower.',
      'The part of a bet that is not matched stays unmatched until it is matched, cancelled by the player, or lapses when the market is suspended for the start of play or settled.',
      'Every bet is held for the bet delay shown on the Place Bet button before it is accepted; if the market is suspended or the price moves during the delay the bet may be refused.',
      'Bets placed at obviously wrong prices caused by a technical error, or after the result was already known, are void.',
      'Markets are settled on the official result. A later change of the result by the governing body does not change the settlement.',
    ],
  },
  {
    heading: 'Match Odds',
    rules: [
      'Match Odds is settled on the winner of the match as declared by the official result, including any super over, extra time or tie-break where the competition uses one.',
      'Cricket: in a match that ends in a tie with no super over, the market is settled as a dead heat. In a Test match the draw is a runner; an abandoned match with no result is void.',
      'Football: Match Odds is settled on the score at the end of regulation time plus stoppage time; extra time and penalties do not count.',
      'Tennis: if a player retires or is disqualified after the first ball, the player who goes through wins; if the match does not start, all bets are void.',
      'A match postponed by more than 48 hours from its scheduled start is void unless it is resumed within that time.',
    ],
  },
  {
    heading: 'Bookmaker',
    rules: [
      'Bookmaker prices are shown as a percentage: a price of 45 pays 45 for every 100 staked on a back bet (decimal odds 1.45). A lay bet risks the same percentage of the stake.',
      'Bookmaker bets are matched in full at the quoted rate or refused; they are never left unmatched.',
      'Bookmaker markets are settled on the same result as Match Odds. If the match is abandoned or has no result, all bookmaker bets are void.',
      'When the bookmaker suspends the market (a wicket, a boundary review, a rain break), no bets are accepted until it reopens.',
    ],
  },
  {
    heading: 'Other markets',
    rules: [
      'Markets other than Match Odds are settled on the official statistics of the event; if the statistic is not decided (for example a total runs market in a match cut short), bets are void.',
      'Cash-out places a bet at the current best price that evens out the player\'s position on both runners; it is settled like any other bet.',
    ],
  },
];

export const FANCY_RULES: readonly RulesSection[] = [
  {
    heading: 'Cricket sessions (fancy)',
    rules: [
      'A session asks how many runs (or wickets, boundaries) a team makes in a stated part of an innings. Yes wins when the result is at or above the Yes line; No wins when it is below the No line.',
      'The rate under each line is the payout: at a rate of 90, a Yes bet of 100 wins 90 and risks 100; a No bet of 100 at a rate of 110 wins 100 and risks 110.',
      'A session is settled on the score when its stated over is complete, from the official scorecard. Penalty runs and extras count as runs of the batting team.',
      'If an innings ends (all out or target reached) before the stated over, the session is settled on the final score of the innings, except where the match is reduced by the umpires (see below).',
      'If overs are reduced by rain or bad light before a session is complete and the reduction affects it, the session is void. Sessions already complete before the reduction stand.',
      'A session bet placed after the ball was bowled, or while the market showed Ball Running or SUSPENDED, is void.',
      'Player runs sessions are settled on the runs of the named batsman; if the batsman does not bat, or retires hurt and does not come back, the bet is void unless the session was already decided.',
      'Fall of wicket sessions are settled on the team score at the fall of the stated wicket; if that wicket does not fall, the session is settled on the final score of the innings.',
      'IPL tournament fancy (totals and averages): the average is taken over the matches played; if fewer than 45 matches are played the market is void. Results are settled 45 days after the tournament ends so that official corrections are included.',
      'Odd or Even sessions are settled on the last digit of the runs at the end of the stated over.',
    ],
  },
];
