-- Issue 6 (datos personalizados): definiciones de campos por tabla (campodato, catálogo global) y sus
-- valores por registro (dato, con las etiquetas del registro por idtabla + id). Mismo formato que
-- 020_tecnico.sql: una tabla (id, doc, ambito, seq) por colección sincronizada, con sus índices GIN.
-- Las furgonetas (/vehiculos/) no necesitan tablas nuevas: usan almacen, stock y movimientostock.

create table campodato (id text primary key, doc jsonb not null, ambito text[] not null, seq bigint not null);
create index campodato_doc on campodato using gin (doc jsonb_path_ops);
create index campodato_ambito on campodato using gin (ambito);
create table dato (id text primary key, doc jsonb not null, ambito text[] not null, seq bigint not null);
create index dato_doc on dato using gin (doc jsonb_path_ops);
create index dato_ambito on dato using gin (ambito);
