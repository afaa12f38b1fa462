/**
 * Ficha de un llavero (/custodia-llaves/llaveros/{id}): sus datos (puesto leído por id, situación, en
 * poder de quién, devolución prevista con 'Vencido'), 'Registrar salida' si está dentro o 'Registrar
 * entrada' si está fuera (con el permiso), y todo su historial, lo más reciente primero: tipo, fecha del
 * dispositivo, persona, DNI, empresa, motivo, custodio, 'Recibido en el servidor' (o 'Pendiente de
 * subir') y las dos firmas (colección firma, idtabla 271). Sin conexión también.
 */
import { Link } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { puede } from '../../app/permisos';
import { usePorIds } from '../../app/usePorIds';
import { useVigia } from '../../app/VigiaProvider';
import { formatearFechaHora } from '../../lib/formato';
import { tarjetaDe } from '../../ui/detalle/tarjeta-entidad';
import { TarjetaEntidad } from '../../ui/detalle/TarjetaEntidad';
import { Documento } from '../../ui/documento/Documento';
import { MarcaHora } from '../../ui/hora/MarcaHora';
import { useFirmasMovimientos, useHistorialLlavero } from './consultas';
import { etiquetasLlavero, etiquetasMovimiento, TEXTOS_LLAVES as T } from './custodia-llaves.labels';
import { Devolucion, Situacion } from './EtiquetasLlavero';
import { firmasDeMovimiento, nombreTipoMovimiento, textoRecibido, type FirmaMovimiento, type Llavero, type MovimientoLlave } from './llaveros';
import './custodia-llaves.css';

export const tarjetaLlavero = tarjetaDe('llavero', etiquetasLlavero, [
  { campo: 'codigo' },
  { campo: 'descripcion' },
  { externo: 'puesto' },
  { campo: 'numero_llaves' },
  { campo: 'ubicacion' },
  { campo: 'situacion', valor: (l) => <Situacion llavero={l} /> },
  { campo: 'en_poder' },
  { campo: 'fprevista_devolucion', valor: (l) => <Devolucion llavero={l} /> },
  { campo: 'observaciones', ancho: true },
]);

export const tarjetaMovimiento = tarjetaDe('movimientollave', etiquetasMovimiento, [
  { campo: 'tipo', valor: (m) => nombreTipoMovimiento(m.tipo) },
  { campo: 'fecha' },
  { campo: 'persona' },
  { campo: 'dni' },
  { campo: 'empresa' },
  { campo: 'motivo' },
  { campo: 'fprevista_devolucion' },
  { campo: 'custodio' },
  { campo: 'recibido', valor: (m) => textoRecibido(m.recibido) },
  { campo: 'observaciones', ancho: true },
  { externo: 'firmas', etiqueta: T.firmas, ancho: true },
]);

export function LlaveroScreen({ idllavero }: { idllavero: string }) {
  return (
    <Documento coleccion="llavero" id={idllavero} nombre="Llavero" volver={<Link to="/custodia-llaves/llaveros">{T.volverLista}</Link>}>
      {(l) => <FichaLlavero llavero={l} />}
    </Documento>
  );
}

function FichaLlavero({ llavero }: { llavero: Llavero }) {
  const { sesion } = useVigia();
  const { idllavero, idpuesto_servicio } = llavero;
  const puestos = usePorIds('puestoservicio', [idpuesto_servicio ?? '']);
  const puesto = idpuesto_servicio ? puestos?.get(idpuesto_servicio) : null;
  const externos = {
    puesto: puesto === null ? T.sinPuesto : puestos === undefined ? T.cargando : puesto ? `${puesto.codigo} · ${puesto.nombre}` : T.noEsta,
  };
  const registrar = puede(sesion.usuario, 'movimiento_llave', 'insertar');

  return (
    <div className="pantalla">
      <h1>{T.llavero(llavero.codigo)}</h1>
      <TarjetaEntidad declaracion={tarjetaLlavero} doc={llavero} titulo={T.datos} externos={externos} />
      {registrar && (
        <nav className="botonera" aria-label={T.acciones}>
          {llavero.situacion === 'dentro' ? (
            <Link to="/custodia-llaves/salida" search={{ idllavero }} className="boton boton-primario">
              {T.registrarSalida}
            </Link>
          ) : (
            <Link to="/custodia-llaves/entrada" search={{ idllavero }} className="boton boton-primario">
              {T.registrarEntrada}
            </Link>
          )}
        </nav>
      )}
      <Historial idllavero={idllavero} />
      <p>
        <Link to="/custodia-llaves/llaveros">{T.volverLista}</Link>
      </p>
    </div>
  );
}

function Historial({ idllavero }: { idllavero: string }) {
  const movimientos = useHistorialLlavero(idllavero);
  const ids = useMemo(() => (movimientos ?? []).map((m) => m.idmovimiento_llave), [movimientos]);
  const firmas = useFirmasMovimientos(ids);
  return (
    <section aria-labelledby="historial-llavero">
      <h2 id="historial-llavero">{T.historial}</h2>
      {movimientos === undefined ? (
        <p role="status">{T.cargando}</p>
      ) : movimientos.length === 0 ? (
        <p className="vacio">{T.sinMovimientos}</p>
      ) : (
        <ol className="historial-llavero" aria-labelledby="historial-llavero">
          {movimientos.map((m) => (
            <li key={m.idmovimiento_llave} data-testid="movimiento">
              <Movimiento movimiento={m} firmas={firmas} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Movimiento({ movimiento: m, firmas }: { movimiento: MovimientoLlave; firmas: readonly FirmaMovimiento[] | undefined }) {
  const { persona, custodio } = firmasDeMovimiento(m.idmovimiento_llave, firmas ?? []);
  const imagen = (f: FirmaMovimiento | null, alt: string, pie: string): ReactNode => (
    <figure className="firma-movimiento">
      {f ? <img src={f.imagen} alt={alt} /> : <span className="vacio">{firmas === undefined ? T.cargando : T.sinFirma}</span>}
      <figcaption>{pie}</figcaption>
    </figure>
  );
  const externos = {
    firmas: (
      <span className="firmas-movimiento">
        {imagen(persona, T.firmaDe(m.persona), m.persona)}
        {imagen(custodio, T.firmaDelCustodio(m.custodio), `${etiquetasMovimiento.custodio}: ${m.custodio}`)}
      </span>
    ),
  };
  return (
    <>
      <TarjetaEntidad declaracion={tarjetaMovimiento} doc={m} titulo={T.movimiento(nombreTipoMovimiento(m.tipo), formatearFechaHora(m.fecha))} externos={externos} />
      <MarcaHora doc={m} />
    </>
  );
}
