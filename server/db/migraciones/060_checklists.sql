-- Issue 6 (checklists del parte): checklists, grupos, preguntas, tipos de anomalía, grados de anomalía y
-- acciones correctoras. Mismo formato que 020_tecnico.sql: una tabla (id, doc, ambito, seq) por colección
-- sincronizada, con sus índices GIN.

create table checklistot (id text primary key, doc jsonb not null, ambito text[] not null, seq bigint not null);
create index checklistot_doc on checklistot using gin (doc jsonb_path_ops);
create index checklistot_ambito on checklistot using gin (ambito);
create table grupochecklistot (id text primary key, doc jsonb not null, ambito text[] not null, seq bigint not null);
create index grupochecklistot_doc on grupochecklistot using gin (doc jsonb_path_ops);
create index grupochecklistot_ambito on grupochecklistot using gin (ambito);
create table preguntachecklistot (id text primary key, doc jsonb not null, ambito text[] not null, seq bigint not null);
create index preguntachecklistot_doc on preguntachecklistot using gin (doc jsonb_path_ops);
create index preguntachecklistot_ambito on preguntachecklistot using gin (ambito);
create table tanomaliachecklistot (id text primary key, doc jsonb not null, ambito text[] not null, seq bigint not null);
create index tanomaliachecklistot_doc on tanomaliachecklistot using gin (doc jsonb_path_ops);
create index tanomaliachecklistot_ambito on tanomaliachecklistot using gin (ambito);
create table gradoanomalia (id text primary key, doc jsonb not null, ambito text[] not null, seq bigint not null);
create index gradoanomalia_doc on gradoanomalia using gin (doc jsonb_path_ops);
create index gradoanomalia_ambito on gradoanomalia using gin (ambito);
create table accioncorrectoraot (id text primary key, doc jsonb not null, ambito text[] not null, seq bigint not null);
create index accioncorrectoraot_doc on accioncorrectoraot using gin (doc jsonb_path_ops);
create index accioncorrectoraot_ambito on accioncorrectoraot using gin (ambito);
