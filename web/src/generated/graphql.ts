/* eslint-disable */
export type * from './types';
export * from './storefront';
export * from './admin';
