/**
 * Alta de un presupuesto (/presupuestos/add) y desde una plantilla (/presupuestos/add-plantilla): el
 * formulario declarado con el titular ya elegido si llega por la ruta (?idcliente, ?idcliente_potencial).
 * Desde plantilla, el dispositivo copia sus subsistemas y líneas (y sus condiciones si no se escriben
 * otras) y enseña cuántas líneas y qué total tendrá. Sin conexión también: sube después.
 */
import { Link } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { totalesPresupuesto } from '../../../replication/presupuestos';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia, type ContextoVigia } from '../../app/VigiaProvider';
import { formatearMoneda } from '../../lib/formato';
import { AltaDeclarada, type Destino } from '../../ui/marco/EdicionDeclarada';
import { MarcoRegistro } from '../../ui/marco/MarcoRegistro';
import { hoyLocal } from '../ordenes/asignar-parte';
import type { Titular } from '../operaciones/operaciones';
import { useTitular } from '../operaciones/titulares';
import { formularioAltaPresupuesto, type PlantillaElegida, type ValoresAltaPresupuesto } from './presupuesto-formulario';
import { TEXTOS_PRESUPUESTOS as T } from './presupuestos.labels';

interface PropsAlta {
  idcliente?: string;
  idcliente_potencial?: string;
}

export function NuevoPresupuestoScreen(p: PropsAlta) {
  return <AltaPresupuesto {...p} conPlantilla={false} />;
}

export function PresupuestoDesdePlantillaScreen(p: PropsAlta) {
  return <AltaPresupuesto {...p} conPlantilla />;
}

const ficha = (idpresupuestocli: string): Destino => ({ to: '/presupuestos/$idpresupuestocli', params: { idpresupuestocli } });

function AltaPresupuesto({ idcliente, idcliente_potencial, conPlantilla }: PropsAlta & { conPlantilla: boolean }) {
  const titular = useTitular({ idcliente, idcliente_potencial });
  const titulo = conPlantilla ? `${T.nuevo} · ${T.desdePlantilla.toLowerCase()}` : T.nuevo;
  return (
    <MarcoRegistro titulo={titulo} volver={<Link to="/presupuestos/pendientes">{T.volverLista}</Link>}>
      {titular === undefined ? <p role="status">Cargando…</p> : <FormularioAlta titular={titular} conPlantilla={conPlantilla} />}
    </MarcoRegistro>
  );
}

function FormularioAlta({ titular, conPlantilla }: { titular: Titular | null; conPlantilla: boolean }) {
  const [elegida, setElegida] = useState('');
  const formulario = useCallback(
    ({ motor, db }: ContextoVigia, idpresupuestocli: string) =>
      formularioAltaPresupuesto({
        motor,
        idpresupuestocli,
        conPlantilla,
        leerPlantilla: async (id): Promise<PlantillaElegida | null> => {
          const plantilla = await db.plantillapresupuesto.findOne(id).exec();
          if (!plantilla) return null;
          const lineas = await db.lplantillapresupuesto.find({ selector: { idplantilla_presupuesto: { $eq: id } } }).exec();
          return { plantilla: plantilla.toJSON(), lineas: lineas.map((l) => l.toJSON()) };
        },
      }),
    [conPlantilla],
  );
  const valores = useCallback(
    (): ValoresAltaPresupuesto => ({ titular, idplantilla_presupuesto: '', titulo: '', fecha: hoyLocal(), fvalidez: null, condiciones: '' }),
    [titular],
  );
  const alCambiar = useCallback((v: ValoresAltaPresupuesto) => setElegida(v.idplantilla_presupuesto), []);
  const pie = useCallback(() => (conPlantilla ? <ResumenPlantilla idplantilla={elegida} /> : null), [conPlantilla, elegida]);
  return <AltaDeclarada etiqueta={T.nuevo} formulario={formulario} valores={valores} registro={null} ficha={ficha} alCambiar={alCambiar} pie={pie} />;
}

/** Cuántas líneas y qué total trae la plantilla elegida (con el IVA de cada línea). */
function ResumenPlantilla({ idplantilla }: { idplantilla: string }) {
  const { db } = useVigia();
  const { resultado: plantilla } = useRxQuery(() => (idplantilla ? db.plantillapresupuesto.findOne(idplantilla) : null), [db, idplantilla]);
  const { resultado: lineas } = useRxQuery(
    () => (idplantilla ? db.lplantillapresupuesto.find({ selector: { idplantilla_presupuesto: { $eq: idplantilla }, estado: { $gt: 0 } } }) : null),
    [db, idplantilla],
  );
  if (!idplantilla || !plantilla || !lineas) return null;
  const t = totalesPresupuesto(lineas);
  return (
    <p aria-live="polite" data-testid="resumen-plantilla">
      {T.resumenPlantilla(lineas.length, plantilla.subsistemas.length, formatearMoneda(t.total))}
    </p>
  );
}
