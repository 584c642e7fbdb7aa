// A player's client seed: the text a player mixes into a provably fair outcome (Aviator's first three
// bettors, a slot's spins). Other players see it (Aviator's verify dialog lists a round's seeds), so it
// is refused at bet time unless it is plain: 1 to 64 letters, digits, '_' or '-'. Pure: the pages'
// browser code checks a stored seed with the same rule.
export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const isClientSeed = (value: unknown): value is string => typeof value === 'string' && CLIENT_SEED_PATTERN.test(value);
