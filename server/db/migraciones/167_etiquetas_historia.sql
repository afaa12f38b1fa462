-- Issue 32 (decisión 70): las etiquetas de ámbito de lo que es historia llevan su mes ('tecnico:T1@2024-05').
-- Qué versión de las reglas de etiquetas tienen las filas guardadas: al arrancar, server/sync/reetiquetar.ts
-- recalcula las de una base con una versión anterior (una vez, con el cambio anotado en el registro para
-- que los dispositivos suelten lo que ya no les toca) y sube la versión.
create table etiquetas_version (
  unica boolean primary key default true check (unica),
  version integer not null
);
insert into etiquetas_version (unica, version) values (true, 1);
