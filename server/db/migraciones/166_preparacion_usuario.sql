-- Issue 30 (listo antes de que se vaya la red): lo último que el dispositivo de cada usuario informó de su
-- preparación para trabajar sin conexión (sync.preparacion), con la hora del servidor al recibirlo. Como
-- `dispositivo`, una fila por usuario; el planificador de técnicos lo enseña junto al último contacto.
create table preparacion_usuario (
  idusuario text primary key,
  listo boolean not null,
  faltan jsonb not null,
  version text not null,
  informado timestamptz not null
);
