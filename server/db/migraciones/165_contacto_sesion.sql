-- Issue 29 (la hora que el dispositivo no puede elegir): los tramos de contacto de cada sesión (token) con el
-- servidor, para comprobar el último contacto que un dispositivo declara al subir un cambio hecho sin red.
create table contacto_sesion (
  idtoken text not null,
  desde timestamptz not null,
  hasta timestamptz not null
);
create index contacto_sesion_token on contacto_sesion (idtoken, hasta);
create index contacto_sesion_hasta on contacto_sesion (hasta);
