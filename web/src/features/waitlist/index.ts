export { WaitlistJoin, type WaitlistJoinProps } from './components/WaitlistJoin';
export { WaitlistOffer } from './components/WaitlistOffer';
export { WaitlistLeave } from './components/WaitlistLeave';
