/**
 * Ficha de un cliente: tarjeta de datos (TarjetaEntidad) y sus teléfonos y direcciones (colecciones
 * telefono y direccion por idcliente). Si el usuario puede modificar clientes, enlace 'Modificar' al
 * formulario de edición. El cliente lo carga Documento (cargando, no está, sin permiso).
 */
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { puede } from '../../app/permisos';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { tarjetaDe } from '../../ui/detalle/tarjeta-entidad';
import { TarjetaEntidad } from '../../ui/detalle/TarjetaEntidad';
import { Documento } from '../../ui/documento/Documento';
import type { DocumentoDe } from '../../ui/documento/useDocumento';
import {
  ENLACE_MODIFICAR,
  etiquetaEstadoCliente,
  etiquetasCliente,
  SIN_DIRECCIONES,
  SIN_TELEFONOS,
  TITULO_DATOS_CLIENTE,
  TITULO_DIRECCIONES,
  TITULO_TELEFONOS,
  VOLVER_LISTA,
} from './clientes.labels';

export interface ClienteScreenProps {
  idcliente: string;
}

/** Los datos del cliente en su ficha. */
export const tarjetaCliente = tarjetaDe('cliente', etiquetasCliente, [
  { campo: 'codigo' },
  { campo: 'nombre' },
  { campo: 'nif' },
  { campo: 'email' },
  { campo: 'observaciones', ancho: true },
  { campo: 'estado', valor: (c) => etiquetaEstadoCliente(c.estado) },
]);

export function ClienteScreen({ idcliente }: ClienteScreenProps) {
  return (
    <Documento coleccion="cliente" id={idcliente} nombre="Cliente" volver={<Link to="/clientes/">{VOLVER_LISTA}</Link>}>
      {(cliente) => <FichaCliente cliente={cliente} />}
    </Documento>
  );
}

function FichaCliente({ cliente }: { cliente: DocumentoDe<'cliente'> }) {
  const { db, sesion } = useVigia();
  const { idcliente } = cliente;
  const { resultado: telefonos } = useRxQuery(() => db.telefono.find({ selector: { idcliente: { $eq: idcliente } } }), [db, idcliente]);
  const { resultado: direcciones } = useRxQuery(() => db.direccion.find({ selector: { idcliente: { $eq: idcliente } } }), [db, idcliente]);
  const idTelefonos = useId();
  const idDirecciones = useId();

  const activos = <T extends { estado: number }>(docs: readonly T[] | undefined): T[] => (docs ?? []).filter((d) => d.estado > 0);
  const listaTelefonos = activos(telefonos);
  const listaDirecciones = activos(direcciones);

  return (
    <div className="pantalla">
      <h1>{cliente.nombre}</h1>

      <TarjetaEntidad declaracion={tarjetaCliente} doc={cliente} titulo={TITULO_DATOS_CLIENTE} />

      {puede(sesion.usuario, 'cliente', 'editar') && (
        <div className="botonera">
          <Link to="/clientes/$idcliente/edit" params={{ idcliente }} className="boton boton-primario">
            {ENLACE_MODIFICAR}
          </Link>
        </div>
      )}

      <section className="tarjeta" aria-labelledby={idTelefonos}>
        <h2 id={idTelefonos}>{TITULO_TELEFONOS}</h2>
        {listaTelefonos.length === 0 ? (
          <p className="vacio">{SIN_TELEFONOS}</p>
        ) : (
          <ul>
            {listaTelefonos.map((t) => (
              <li key={t.idtelefono}>
                <a href={`tel:${t.numero.replace(/\s+/g, '')}`}>{t.numero}</a>
                {t.descripcion ? ` · ${t.descripcion}` : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="tarjeta" aria-labelledby={idDirecciones}>
        <h2 id={idDirecciones}>{TITULO_DIRECCIONES}</h2>
        {listaDirecciones.length === 0 ? (
          <p className="vacio">{SIN_DIRECCIONES}</p>
        ) : (
          <ul>
            {listaDirecciones.map((d) => (
              <li key={d.iddireccion}>
                {`${d.direccion}, ${d.cp} ${d.poblacion} (${d.provincia})`}
                {d.observaciones ? ` · ${d.observaciones}` : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
