-- Issue 6 (planificación): último contacto autenticado de cada usuario con el servidor, para que el
-- planificador distinga a un técnico sin conexión de uno que trabaja. Lo escribe cualquier llamada a
-- /api/ (como mucho una vez cada pocos segundos por usuario y proceso: server/planificacion/contacto.ts);
-- no es un documento sincronizado, así que no genera cambios ni avisos en directo.
-- Las subidas pendientes que declara cada dispositivo siguen en `dispositivo` (sync.estado).
create table contacto_usuario (
  idusuario text primary key,
  ultimo_contacto timestamptz not null
);
