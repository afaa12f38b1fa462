/**
 * Resumen del parte para el cliente (/offline/partes/{idparte_trabajo}/resumen): datos del parte, líneas
 * con importes y total en EUR (la tabla de líneas de órdenes), acciones y material con su estado, tiempos,
 * cobros, las checklists (resultado y firma) y la firma si la hay; y el PDF del parte (descargar, compartir, imprimir). Todo del dispositivo.
 */
import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { formatearFecha, formatearFechaHora, formatearHora, formatearMoneda } from '../../lib/formato';
import { TarjetaDetalle } from '../../ui/detalle/TarjetaDetalle';
import { TablaLineas } from '../ordenes/TablaLineas';
import '../ordenes/ordenes.css';
import { etiquetaClasificacionParte, etiquetaEstadoParte } from '../partes/partes.labels';
import { formatearDuracion, minutosDe } from '../tiempos/tiempos';
import { AccionesPdf } from './AccionesPdf';
import { esFormaPago, etiquetaEstadoAccion, etiquetasFormaPago, TITULOS_CIERRE } from './cierre.labels';
import { nombreTecnico, type DatosParte } from './datos-parte';
import { MarcoCierre } from './MarcoCierre';
import { textoFirma, textoResultado } from '../checklists/resultado';

export interface ResumenScreenProps {
  idparte_trabajo: string;
}

export function ResumenScreen({ idparte_trabajo }: ResumenScreenProps) {
  return (
    <MarcoCierre idparte_trabajo={idparte_trabajo} titulo={TITULOS_CIERRE.resumen}>
      {(d) => <Resumen datos={d} />}
    </MarcoCierre>
  );
}

function Seccion({ titulo, children, testid }: { titulo: string; children: ReactNode; testid: string }) {
  const id = useId();
  return (
    <section className="tarjeta" aria-labelledby={id} data-testid={testid}>
      <h2 id={id}>{titulo}</h2>
      {children}
    </section>
  );
}

/** Una columna de la tabla: su cabecera y, si no es texto, cómo se pinta (importes a la derecha; fechas y códigos sin partir). */
interface Columna {
  titulo: string;
  clase?: 'numerica' | 'sin-cortes';
}

const texto = (titulo: string): Columna => ({ titulo });
const sinCortes = (titulo: string): Columna => ({ titulo, clase: 'sin-cortes' });
const numerica = (titulo: string): Columna => ({ titulo, clase: 'numerica' });

function Tabla({ titulo, columnas, filas, pie }: { titulo: string; columnas: readonly Columna[]; filas: readonly (readonly ReactNode[])[]; pie?: readonly ReactNode[] }) {
  return (
    <div className="tabla-desplazable" tabIndex={0} role="region" aria-label={`Tabla: ${titulo}`}>
      <table className="tabla-datos">
        <caption className="solo-lectores">{titulo}</caption>
        <thead>
          <tr>
            {columnas.map((c) => (
              <th key={c.titulo} scope="col" className={c.clase}>
                {c.titulo}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {filas.map((f, i) => (
            <tr key={i}>
              {f.map((c, j) => (
                <td key={j} className={columnas[j]?.clase}>
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {pie && (
          <tfoot>
            <tr>
              {pie.map((c, j) =>
                j === 0 ? (
                  <th key={j} scope="row">
                    {c}
                  </th>
                ) : (
                  <td key={j} className={columnas[j]?.clase}>
                    {c}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

function Resumen({ datos: d }: { datos: DatosParte }) {
  const params = { idparte_trabajo: d.parte.idparte_trabajo };
  const firma = d.firmas[0] ?? null;
  const ahora = new Date();
  const minutosTotales = d.tiempos.reduce((s, t) => s + minutosDe(t, ahora), 0);
  const cobrado = d.cobros.reduce((s, c) => s + c.importe, 0);
  return (
    <>
      <TarjetaDetalle
        titulo="Parte"
        campos={[
          { etiqueta: 'Número', valor: d.parte.numero },
          { etiqueta: 'Fecha', valor: formatearFecha(d.parte.fecha) },
          { etiqueta: 'Estado', valor: etiquetaEstadoParte(d.parte.estado) },
          { etiqueta: 'Clasificación', valor: etiquetaClasificacionParte(d.parte.clasificacion) },
          { etiqueta: 'Orden', valor: d.orden ? `${d.orden.numero} · ${d.orden.descripcion}` : null },
          { etiqueta: 'Cliente', valor: d.cliente ? `${d.cliente.nombre} (${d.cliente.codigo})` : null },
          { etiqueta: 'NIF del cliente', valor: d.cliente?.nif ?? null },
          { etiqueta: 'Descripción', valor: d.parte.descripcion, ancho: true },
          { etiqueta: 'Observaciones', valor: d.parte.observaciones ?? null, ancho: true },
        ]}
      />
      <Seccion titulo="Material y servicios" testid="resumen-lineas">
        {d.lineas.length === 0 ? (
          <p className="vacio">Sin líneas</p>
        ) : (
          <TablaLineas titulo="Líneas del parte" lineas={d.lineas.map((l) => ({ ...l, id: l.idlparte_trabajo }))} />
        )}
        <p>
          Total del parte: <strong data-testid="total-parte">{formatearMoneda(d.total)}</strong>
        </p>
      </Seccion>
      <Seccion titulo="Acciones y material afectado" testid="resumen-acciones">
        {d.acciones.length === 0 ? (
          <p className="vacio">Sin acciones</p>
        ) : (
          <Tabla titulo="Acciones" columnas={[texto('Acción'), texto('Estado')]} filas={d.acciones.map((a) => [a.observaciones ? `${a.descripcion}. ${a.observaciones}` : a.descripcion, etiquetaEstadoAccion(a.estado)])} />
        )}
      </Seccion>
      <Seccion titulo="Tiempos trabajados" testid="resumen-tiempos">
        {d.tiempos.length === 0 ? (
          <p className="vacio">Sin tiempos</p>
        ) : (
          <Tabla
            titulo="Tiempos"
            columnas={[sinCortes('Inicio'), sinCortes('Fin'), sinCortes('Duración'), texto('Técnico')]}
            filas={d.tiempos.map((t) => [formatearFechaHora(t.inicio), t.fin ? formatearHora(t.fin) : 'En marcha', formatearDuracion(minutosDe(t, ahora)), nombreTecnico(d.tecnicos, t.idtecnico)])}
            pie={['Total', '', formatearDuracion(minutosTotales), '']}
          />
        )}
        <Link to="/offline/partes/$idparte_trabajo/tiempos/add" params={params} className="boton">
          {TITULOS_CIERRE.tiemposAdd}
        </Link>
      </Seccion>
      <Seccion titulo="Cobros" testid="resumen-cobros">
        {d.cobros.length === 0 ? (
          <p className="vacio">Sin cobros</p>
        ) : (
          <Tabla
            titulo="Cobros"
            columnas={[sinCortes('Fecha'), sinCortes('Recibo'), texto('Forma de pago'), numerica('Importe')]}
            filas={d.cobros.map((c) => [formatearFechaHora(c.fecha), c.recibo, esFormaPago(c.forma_pago) ? etiquetasFormaPago[c.forma_pago] : c.forma_pago, formatearMoneda(c.importe)])}
            pie={['Total cobrado', '', '', formatearMoneda(cobrado)]}
          />
        )}
      </Seccion>
      <Seccion titulo="Checklists" testid="resumen-checklists">
        {d.checklists.length === 0 ? (
          <p className="vacio">Sin checklists</p>
        ) : (
          <Tabla
            titulo="Checklists"
            columnas={[texto('Checklist'), texto('Resultado'), texto('Firma')]}
            filas={d.checklists.map((c) => [
              <Link key={c.idchecklist_ot} to="/offline/partes/$idparte_trabajo/checklists/$idchecklist" params={{ ...params, idchecklist: c.idchecklist_ot }}>
                {c.descripcion}
              </Link>,
              textoResultado(c),
              textoFirma(c),
            ])}
          />
        )}
      </Seccion>
      <Seccion titulo="Firma del cliente" testid="resumen-firma">
        {firma ? (
          <>
            <p>
              Firmado por <strong>{firma.nombre}</strong>, DNI {firma.dni}, el {formatearFechaHora(firma.fecha)}
            </p>
            <img className="firma-guardada" src={firma.imagen} alt={`Firma de ${firma.nombre}`} />
          </>
        ) : (
          <>
            <p className="vacio">Sin firmar</p>
            <Link to="/offline/partes/$idparte_trabajo/firmar" params={params} className="boton">
              Firmar
            </Link>
          </>
        )}
      </Seccion>
      <AccionesPdf datos={d} />
    </>
  );
}
