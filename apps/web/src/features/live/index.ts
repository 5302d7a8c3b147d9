export { LiveChannelProvider, useLiveStatus } from './LiveChannelProvider';
export type { LiveStatus } from './useLiveChannel';
