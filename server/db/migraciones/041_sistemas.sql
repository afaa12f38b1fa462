-- Issue 6 (sistemas): revisiones periódicas, vías de comunicación con la CRA, cuotas, subsistemas/zonas y
-- avisos al cliente de cada sistema, y la posición del material en el plano del sistema. Mismo formato que
-- 020_tecnico.sql: una tabla (id, doc, ambito, seq) por colección sincronizada, con sus índices GIN.

create table revisionsistema (id text primary key, doc jsonb not null, ambito text[] not null, seq bigint not null);
create index revisionsistema_doc on revisionsistema using gin (doc jsonb_path_ops);
create index revisionsistema_ambito on revisionsistema using gin (ambito);
create table viacomunicacion (id text primary key, doc jsonb not null, ambito text[] not null, seq bigint not null);
create index viacomunicacion_doc on viacomunicacion using gin (doc jsonb_path_ops);
create index viacomunicacion_ambito on viacomunicacion using gin (ambito);
create table cuotasistema (id text primary key, doc jsonb not null, ambito text[] not null, seq bigint not null);
create index cuotasistema_doc on cuotasistema using gin (doc jsonb_path_ops);
create index cuotasistema_ambito on cuotasistema using gin (ambito);
create table subsis (id text primary key, doc jsonb not null, ambito text[] not null, seq bigint not null);
create index subsis_doc on subsis using gin (doc jsonb_path_ops);
create index subsis_ambito on subsis using gin (ambito);
create table clienteaviso (id text primary key, doc jsonb not null, ambito text[] not null, seq bigint not null);
create index clienteaviso_doc on clienteaviso using gin (doc jsonb_path_ops);
create index clienteaviso_ambito on clienteaviso using gin (ambito);
create table planomaterial (id text primary key, doc jsonb not null, ambito text[] not null, seq bigint not null);
create index planomaterial_doc on planomaterial using gin (doc jsonb_path_ops);
create index planomaterial_ambito on planomaterial using gin (ambito);
