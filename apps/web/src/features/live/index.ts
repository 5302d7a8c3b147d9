export { LiveChannelProvider, useLiveStatus } from './LiveChannelProvider';
export { defineLiveHandler, type LiveHandler, type LiveHandlers, LiveRouter } from './live-handlers';
export type { LiveStatus } from './useLiveChannel';
