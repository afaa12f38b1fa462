-- Issue 5 (el día del técnico): escandallo, plantillas de artículos, existencias y sus movimientos,
-- solicitudes de material, compañeros del parte, notas, cobros y firmas. Mismo formato que 010_sync.sql:
-- una tabla (id, doc, ambito, seq) por colección sincronizada, con sus índices GIN.
-- Y el contenido de los ficheros, que no viaja en sync.pull: sube con fichero.subirSync y se pide con
-- fichero.contenido.

create table lordentrabajodetalle (id text primary key, doc jsonb not null, ambito text[] not null, seq bigint not null);
create index lordentrabajodetalle_doc on lordentrabajodetalle using gin (doc jsonb_path_ops);
create index lordentrabajodetalle_ambito on lordentrabajodetalle using gin (ambito);
create table plantillaarticulo (id text primary key, doc jsonb not null, ambito text[] not null, seq bigint not null);
create index plantillaarticulo_doc on plantillaarticulo using gin (doc jsonb_path_ops);
create index plantillaarticulo_ambito on plantillaarticulo using gin (ambito);
create table lplantillaarticulo (id text primary key, doc jsonb not null, ambito text[] not null, seq bigint not null);
create index lplantillaarticulo_doc on lplantillaarticulo using gin (doc jsonb_path_ops);
create index lplantillaarticulo_ambito on lplantillaarticulo using gin (ambito);
create table stock (id text primary key, doc jsonb not null, ambito text[] not null, seq bigint not null);
create index stock_doc on stock using gin (doc jsonb_path_ops);
create index stock_ambito on stock using gin (ambito);
create table movimientostock (id text primary key, doc jsonb not null, ambito text[] not null, seq bigint not null);
create index movimientostock_doc on movimientostock using gin (doc jsonb_path_ops);
create index movimientostock_ambito on movimientostock using gin (ambito);
create table solicitudmaterial (id text primary key, doc jsonb not null, ambito text[] not null, seq bigint not null);
create index solicitudmaterial_doc on solicitudmaterial using gin (doc jsonb_path_ops);
create index solicitudmaterial_ambito on solicitudmaterial using gin (ambito);
create table partetrabajotecnico (id text primary key, doc jsonb not null, ambito text[] not null, seq bigint not null);
create index partetrabajotecnico_doc on partetrabajotecnico using gin (doc jsonb_path_ops);
create index partetrabajotecnico_ambito on partetrabajotecnico using gin (ambito);
create table nota (id text primary key, doc jsonb not null, ambito text[] not null, seq bigint not null);
create index nota_doc on nota using gin (doc jsonb_path_ops);
create index nota_ambito on nota using gin (ambito);
create table cobro (id text primary key, doc jsonb not null, ambito text[] not null, seq bigint not null);
create index cobro_doc on cobro using gin (doc jsonb_path_ops);
create index cobro_ambito on cobro using gin (ambito);
create table firma (id text primary key, doc jsonb not null, ambito text[] not null, seq bigint not null);
create index firma_doc on firma using gin (doc jsonb_path_ops);
create index firma_ambito on firma using gin (ambito);

-- Un recibo no se repite aunque se asigne sin conexión en dos dispositivos.
create unique index cobro_recibo on cobro ((doc->>'recibo'));

create table fichero_contenido (
  idfichero text primary key,
  tipo text not null,
  tamano integer not null,
  datos bytea not null,
  creado timestamptz not null default now()
);

-- Partes descargados a mano: el parte reúne sus etiquetas (server/sync/ambito.ts).
create table partedescargado (id text primary key, doc jsonb not null, ambito text[] not null, seq bigint not null);
create index partedescargado_doc on partedescargado using gin (doc jsonb_path_ops);
create index partedescargado_ambito on partedescargado using gin (ambito);
