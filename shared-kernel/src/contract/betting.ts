// Betting calls (spec §7.3). Requests carry the client's field names exactly; stakes (`stack`)
// are whole rupees, odds decimal (or a percentage on BOOKMAKER markets).

// The request and answer types are the schemas' (schemas/betting.ts), which the server validates
// requests and checks answers with: the bodies of placement and the bet lists; a placed bet
// (PlacedBetWire), the cash-out's quote and result (CashOutQuoteWire, CashOutWire, CashOutLegWire), and a
// bet as the lists and order stream show it (OpenBetWire).
export type {
  SaveBetRequest,
  SaveFancyBetRequest,
  SaveHrBetItem,
  BetListRequest,
  PlacedBetWire,
  CashOutLegWire,
  CashOutQuoteWire,
  CashOutWire,
  OpenBetWire,
} from './schemas/betting';
