-- Issue 14 (comerciales, decisión 42): prospectos con sus teléfonos y direcciones, cuentas bancarias,
-- representantes, estudios financieros, facturas, operaciones con líneas y contactos, citas y la cartera
-- (cliente_comercial). Una tabla (id, doc, ambito, escrito) por colección, como las de 090, con sus
-- índices GIN.
create table clientepotencial (id text primary key, doc jsonb not null, ambito text[] not null, escrito xid8 not null default pg_current_xact_id());
create index clientepotencial_doc on clientepotencial using gin (doc jsonb_path_ops);
create index clientepotencial_ambito on clientepotencial using gin (ambito);
create table telefonopotencial (id text primary key, doc jsonb not null, ambito text[] not null, escrito xid8 not null default pg_current_xact_id());
create index telefonopotencial_doc on telefonopotencial using gin (doc jsonb_path_ops);
create index telefonopotencial_ambito on telefonopotencial using gin (ambito);
create table direccionpotencial (id text primary key, doc jsonb not null, ambito text[] not null, escrito xid8 not null default pg_current_xact_id());
create index direccionpotencial_doc on direccionpotencial using gin (doc jsonb_path_ops);
create index direccionpotencial_ambito on direccionpotencial using gin (ambito);
create table cuentabancaria (id text primary key, doc jsonb not null, ambito text[] not null, escrito xid8 not null default pg_current_xact_id());
create index cuentabancaria_doc on cuentabancaria using gin (doc jsonb_path_ops);
create index cuentabancaria_ambito on cuentabancaria using gin (ambito);
create table representante (id text primary key, doc jsonb not null, ambito text[] not null, escrito xid8 not null default pg_current_xact_id());
create index representante_doc on representante using gin (doc jsonb_path_ops);
create index representante_ambito on representante using gin (ambito);
create table estudiofinanciero (id text primary key, doc jsonb not null, ambito text[] not null, escrito xid8 not null default pg_current_xact_id());
create index estudiofinanciero_doc on estudiofinanciero using gin (doc jsonb_path_ops);
create index estudiofinanciero_ambito on estudiofinanciero using gin (ambito);
create table factura (id text primary key, doc jsonb not null, ambito text[] not null, escrito xid8 not null default pg_current_xact_id());
create index factura_doc on factura using gin (doc jsonb_path_ops);
create index factura_ambito on factura using gin (ambito);
create table operacioncrm (id text primary key, doc jsonb not null, ambito text[] not null, escrito xid8 not null default pg_current_xact_id());
create index operacioncrm_doc on operacioncrm using gin (doc jsonb_path_ops);
create index operacioncrm_ambito on operacioncrm using gin (ambito);
create table loperacioncrm (id text primary key, doc jsonb not null, ambito text[] not null, escrito xid8 not null default pg_current_xact_id());
create index loperacioncrm_doc on loperacioncrm using gin (doc jsonb_path_ops);
create index loperacioncrm_ambito on loperacioncrm using gin (ambito);
create table contactooperacion (id text primary key, doc jsonb not null, ambito text[] not null, escrito xid8 not null default pg_current_xact_id());
create index contactooperacion_doc on contactooperacion using gin (doc jsonb_path_ops);
create index contactooperacion_ambito on contactooperacion using gin (ambito);
create table cita (id text primary key, doc jsonb not null, ambito text[] not null, escrito xid8 not null default pg_current_xact_id());
create index cita_doc on cita using gin (doc jsonb_path_ops);
create index cita_ambito on cita using gin (ambito);
create table clientecomercial (id text primary key, doc jsonb not null, ambito text[] not null, escrito xid8 not null default pg_current_xact_id());
create index clientecomercial_doc on clientecomercial using gin (doc jsonb_path_ops);
create index clientecomercial_ambito on clientecomercial using gin (ambito);
