-- Almacenamiento del motor de sincronización (server/sync/).
--
-- Se escribe a mano y no se genera desde schemas/index.ts al arrancar: las migraciones son solo de
-- añadir, se revisan como cualquier código y las aplica aplicarMigraciones en orden junto con las demás.
-- Una prueba (server/sync/tx-sql.test.ts) comprueba que cada colección de `esquemasSincronizados` tiene
-- aquí su tabla, así que una entidad nueva no puede olvidarse: pide su migración 0NN.
--
-- Cada colección sincronizada es una tabla (id, doc, ambito, seq): el documento tal cual lo recibe el
-- cliente, sus etiquetas de ámbito (server/sync/ambito.ts) y el número de secuencia de su último cambio.
-- `cambio` es el registro de cambios que pagina sync.pull; `seq` lo reparte cambio_seq bajo
-- pg_advisory_xact_lock, así que el orden de los números es el orden de commit.

create sequence if not exists cambio_seq as bigint;

create table partetrabajo (id text primary key, doc jsonb not null, ambito text[] not null, seq bigint not null);
create table lpartetrabajo (id text primary key, doc jsonb not null, ambito text[] not null, seq bigint not null);
create table ordentrabajo (id text primary key, doc jsonb not null, ambito text[] not null, seq bigint not null);
create table lordentrabajo (id text primary key, doc jsonb not null, ambito text[] not null, seq bigint not null);
create table accionejec (id text primary key, doc jsonb not null, ambito text[] not null, seq bigint not null);
create table sistema (id text primary key, doc jsonb not null, ambito text[] not null, seq bigint not null);
create table materialsistema (id text primary key, doc jsonb not null, ambito text[] not null, seq bigint not null);
create table cliente (id text primary key, doc jsonb not null, ambito text[] not null, seq bigint not null);
create table telefono (id text primary key, doc jsonb not null, ambito text[] not null, seq bigint not null);
create table direccion (id text primary key, doc jsonb not null, ambito text[] not null, seq bigint not null);
create table articulo (id text primary key, doc jsonb not null, ambito text[] not null, seq bigint not null);
create table almacen (id text primary key, doc jsonb not null, ambito text[] not null, seq bigint not null);
create table tecnico (id text primary key, doc jsonb not null, ambito text[] not null, seq bigint not null);
create table parametro (id text primary key, doc jsonb not null, ambito text[] not null, seq bigint not null);
create table fichero (id text primary key, doc jsonb not null, ambito text[] not null, seq bigint not null);
create table tiempotrabajado (id text primary key, doc jsonb not null, ambito text[] not null, seq bigint not null);
create table delegacion (id text primary key, doc jsonb not null, ambito text[] not null, seq bigint not null);
create table empleado (id text primary key, doc jsonb not null, ambito text[] not null, seq bigint not null);

-- Búsqueda de hijos por clave ajena (doc @> '{"idparte_trabajo": "…"}') y filtro por ámbito (ambito && …).
create index partetrabajo_doc on partetrabajo using gin (doc jsonb_path_ops);
create index partetrabajo_ambito on partetrabajo using gin (ambito);
create index lpartetrabajo_doc on lpartetrabajo using gin (doc jsonb_path_ops);
create index lpartetrabajo_ambito on lpartetrabajo using gin (ambito);
create index ordentrabajo_doc on ordentrabajo using gin (doc jsonb_path_ops);
create index ordentrabajo_ambito on ordentrabajo using gin (ambito);
create index lordentrabajo_doc on lordentrabajo using gin (doc jsonb_path_ops);
create index lordentrabajo_ambito on lordentrabajo using gin (ambito);
create index accionejec_doc on accionejec using gin (doc jsonb_path_ops);
create index accionejec_ambito on accionejec using gin (ambito);
create index sistema_doc on sistema using gin (doc jsonb_path_ops);
create index sistema_ambito on sistema using gin (ambito);
create index materialsistema_doc on materialsistema using gin (doc jsonb_path_ops);
create index materialsistema_ambito on materialsistema using gin (ambito);
create index cliente_doc on cliente using gin (doc jsonb_path_ops);
create index cliente_ambito on cliente using gin (ambito);
create index telefono_doc on telefono using gin (doc jsonb_path_ops);
create index telefono_ambito on telefono using gin (ambito);
create index direccion_doc on direccion using gin (doc jsonb_path_ops);
create index direccion_ambito on direccion using gin (ambito);
create index articulo_doc on articulo using gin (doc jsonb_path_ops);
create index articulo_ambito on articulo using gin (ambito);
create index almacen_doc on almacen using gin (doc jsonb_path_ops);
create index almacen_ambito on almacen using gin (ambito);
create index tecnico_doc on tecnico using gin (doc jsonb_path_ops);
create index tecnico_ambito on tecnico using gin (ambito);
create index parametro_doc on parametro using gin (doc jsonb_path_ops);
create index parametro_ambito on parametro using gin (ambito);
create index fichero_doc on fichero using gin (doc jsonb_path_ops);
create index fichero_ambito on fichero using gin (ambito);
create index tiempotrabajado_doc on tiempotrabajado using gin (doc jsonb_path_ops);
create index tiempotrabajado_ambito on tiempotrabajado using gin (ambito);
create index delegacion_doc on delegacion using gin (doc jsonb_path_ops);
create index delegacion_ambito on delegacion using gin (ambito);
create index empleado_doc on empleado using gin (doc jsonb_path_ops);
create index empleado_ambito on empleado using gin (ambito);

-- Registro de cambios: una fila por escritura (también por cada re-ámbito en cascada). `ambito` es la
-- unión de las etiquetas de antes y de después, para que el dispositivo que pierde el documento se entere.
create table cambio (
  seq bigint primary key,
  coleccion text not null,
  id text not null,
  ambito text[] not null,
  borrado boolean not null,
  creado timestamptz not null default now()
);
create index cambio_ambito on cambio using gin (ambito);
create index cambio_creado on cambio (creado);

-- Hasta qué seq se ha podado el registro (podarRegistro): un checkpoint anterior pide resincronizar.
create table cambio_poda (
  unica boolean primary key default true check (unica),
  hasta bigint not null
);
insert into cambio_poda (unica, hasta) values (true, 0);

-- Cada mutación aplicada, por su idsync_upload: una repetición devuelve `resultado` sin tocar nada más.
create table sync_aplicado (
  idsync_upload text primary key,
  idusuario text not null,
  metodo text not null,
  resultado jsonb,
  aplicado timestamptz not null default now(),
  entregas integer not null default 1
);
create index sync_aplicado_usuario on sync_aplicado (idusuario, aplicado);

-- Lo que cada dispositivo declara en sync.estado (para ver quién tiene cambios sin subir).
create table dispositivo (
  idusuario text primary key,
  ultimo_contacto timestamptz not null,
  pendientes integer not null,
  mas_antiguo timestamptz
);
