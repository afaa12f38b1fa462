/**
 * Permisos en el cliente (el servidor decide; esto evita ofrecer lo que rechazaría): acciones por objeto
 * (replication/sesion.ts) y acceso a cada app, que necesita la marca de la app y el id que la app usa.
 */
export { puede, tieneAccesoApp } from '../../replication/sesion';
