// The operator console: the dashboard's daily figures, the queues' live counts, member 360's
// reads and first-party analytics (page views; key events are recorded by triggers, 0027).
export { consoleModule } from './console.module.js';
export { announceQueues, queuesTopic } from './queues.live.js';
