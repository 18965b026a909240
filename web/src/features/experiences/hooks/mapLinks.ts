// The rules live in domain/ so the admin's location preview shows the very same map and links.
export { embedCoordinates, googleMapEmbedUrl, mapLinks, type MapLink } from '@domain/maps';
