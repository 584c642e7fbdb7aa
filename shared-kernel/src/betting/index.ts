// Betting maths shared by the server and the browser's bet slip: the price ladder, profit per
// market type, stake rules and limits, exposure. Pure, integer hundredths and paise.
export * from './price-ladder';
export * from './profit';
export * from './stake';
export * from './money';
export * from './exposure';
