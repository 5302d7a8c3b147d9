// Trading: symbols, positions, their settlement through the ledger and the TP/SL engine.
export { checkTriggers, triggerOf } from './tick-engine.js';
export { positionsTopic } from './trading.live.js';
export { tradingModule } from './trading.module.js';
