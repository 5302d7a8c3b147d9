// The profit and bonus funds: their balance and history, and the instant move to the wallet.
// Their live balances are the wallet module's `funds` topic; a withdrawal from a fund is the
// money module's withdrawal with a `source`.
export { fundsModule } from './funds.module.js';
