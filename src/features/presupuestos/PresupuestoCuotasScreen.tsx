/**
 * Cuotas de un presupuesto (/presupuestos/{id}/cuotas): número, vencimiento, forma de pago e importe con la
 * suma al pie, comparada con el total del presupuesto al céntimo ('Las cuotas suman X y el total es Y' si
 * no casan: la aceptación lo exige); añadir, modificar y eliminar cuotas y 'Repartir en cuotas' (n cuotas
 * iguales al céntimo) mientras el presupuesto es editable.
 */
import { useMemo, useState } from 'react';
import { MENSAJES_ACEPTACION, nombreFormaPago, sumaCentimos } from '../../../replication/presupuestos';
import { mismoImporte } from '../../../schemas/dinero';
import { puede } from '../../app/permisos';
import { useVigia } from '../../app/VigiaProvider';
import { formatearMoneda } from '../../lib/formato';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { TablaEditable } from '../../ui/tabla/TablaEditable';
import type { ColumnaTablaHija } from '../../ui/tabla/TablaHija';
import { hoyLocal } from '../ordenes/asignar-parte';
import { etiquetasCuota as E, formularioCuota, formularioReparto, valoresCuota, valoresReparto } from './cuota-formulario';
import { MarcoPresupuesto } from './MarcoPresupuesto';
import { useCuotasPresupuesto, type CuotaPresupuesto, type Presupuesto } from './presupuestos';
import { TEXTOS_PRESUPUESTOS } from './presupuestos.labels';

const TEXTOS = {
  tabla: 'Cuotas del presupuesto',
  vacio: 'El presupuesto no tiene cuotas: se paga de una vez',
  anadir: 'Añadir cuota',
  nueva: 'Nueva cuota',
  modificar: 'Modificar',
  eliminar: 'Eliminar',
  acciones: E.acciones,
  tituloModificar: (n: string) => `Modificar la cuota ${n}`,
  confirmarEliminar: (n: string) => `¿Eliminar la cuota ${n}?`,
  anadida: 'Cuota añadida',
  guardada: 'Cuota guardada',
  eliminada: 'Cuota eliminada',
  etiquetaPie: 'Suma de las cuotas',
} as const;

export function PresupuestoCuotasScreen({ idpresupuestocli }: { idpresupuestocli: string }) {
  return (
    <MarcoPresupuesto idpresupuestocli={idpresupuestocli} titulo={TEXTOS_PRESUPUESTOS.cuotas}>
      {(p, editable) => <Cuotas presupuesto={p} editable={editable} />}
    </MarcoPresupuesto>
  );
}

const columnas: readonly ColumnaTablaHija<CuotaPresupuesto>[] = [
  { id: 'numero', cabecera: E.numero, tipo: 'numero', cabeceraFila: true, valor: (c) => c.numero },
  { id: 'fecha', cabecera: E.fecha, tipo: 'fecha', valor: (c) => c.fecha },
  { id: 'forma_pago', cabecera: E.forma_pago, tipo: 'texto', valor: (c) => nombreFormaPago(c.forma_pago) },
  { id: 'importe', cabecera: E.importe, tipo: 'importe', valor: (c) => c.importe, testId: 'importe-cuota', pie: (cs) => formatearMoneda(sumaCentimos(cs.map((c) => c.importe))), testIdPie: 'suma-cuotas' },
];

function Cuotas({ presupuesto, editable }: { presupuesto: Presupuesto; editable: boolean }) {
  const { motor, db, sesion } = useVigia();
  const cuotas = useCuotasPresupuesto(presupuesto.idpresupuestocli);
  const [repartiendo, setRepartiendo] = useState(false);
  const siguiente = (cuotas ?? []).reduce((m, c) => Math.max(m, c.numero), 0) + 1;
  const formulario = useMemo(() => formularioCuota(motor, presupuesto, siguiente), [motor, presupuesto, siguiente]);
  const reparto = useMemo(() => formularioReparto(motor), [motor]);
  const [inicialReparto] = useState(() => valoresReparto(presupuesto, hoyLocal()));
  const suma = sumaCentimos((cuotas ?? []).map((c) => c.importe));
  const casan = mismoImporte(suma, presupuesto.total);
  const u = sesion.usuario;
  const puedeRepartir = editable && puede(u, 'cuota_presupuesto', 'insertar') && presupuesto.total > 0;
  return (
    <>
      <TablaEditable
        filas={cuotas}
        claveFila={(c) => c.idcuota_presupuesto}
        nombreFila={(c) => String(c.numero)}
        columnas={columnas}
        textos={TEXTOS}
        testIdFila="cuota"
        permisos={{
          anadir: editable && puede(u, 'cuota_presupuesto', 'insertar'),
          modificar: editable && puede(u, 'cuota_presupuesto', 'editar'),
          eliminar: editable && puede(u, 'cuota_presupuesto', 'borrar'),
        }}
        formulario={formulario}
        valores={(c) => valoresCuota(c, presupuesto)}
        eliminar={(c) => db.mutate('cuotaPresupuesto.deleteSync', { id: c.idcuota_presupuesto })}
        resumen={
          cuotas && cuotas.length > 0 ? (
            <p aria-live="polite" data-testid="resumen-cuotas" className={casan ? undefined : 'aviso'}>
              {casan ? `Las cuotas suman el total del presupuesto: ${formatearMoneda(presupuesto.total)}` : MENSAJES_ACEPTACION.cuotas(suma, presupuesto.total)}
            </p>
          ) : null
        }
        masAcciones={
          puedeRepartir ? (
            <button type="button" className="boton" onClick={() => setRepartiendo(true)}>
              Repartir en cuotas
            </button>
          ) : null
        }
      />
      {repartiendo && (
        <section className="tarjeta" aria-label="Repartir en cuotas">
          <h2>Repartir en cuotas</h2>
          <p>{`Total a repartir: ${formatearMoneda(presupuesto.total)}`}</p>
          <FormularioDeclarado
            declaracion={reparto}
            valores={inicialReparto}
            registro={presupuesto}
            modo="alta"
            despues={() => setRepartiendo(false)}
            alCancelar={() => setRepartiendo(false)}
          />
        </section>
      )}
    </>
  );
}
