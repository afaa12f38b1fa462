/**
 * Ficha de un fichaje (/presencia/{id}): tipo, hora, empleado, hora del dispositivo y del servidor ('Pendiente
 * de subir' mientras no ha llegado), la posición (en la tarjeta de mapa común) o por qué no la tiene, quién
 * lo registró y la cadena de correcciones: a qué corrige (con su motivo) y quién lo corrigió. La supervisión
 * lo corrige aquí con el formulario declarado (un fichaje nuevo; este no se toca) si nadie lo ha hecho ya.
 */
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { puede } from '../../app/permisos';
import { usePorIds } from '../../app/usePorIds';
import { useVigia } from '../../app/VigiaProvider';
import { tarjetaDe } from '../../ui/detalle/tarjeta-entidad';
import { TarjetaEntidad } from '../../ui/detalle/TarjetaEntidad';
import { TarjetaMapa } from '../../ui/dialogos/mapa/TarjetaMapa';
import { useUrlTeselas } from '../../ui/dialogos/mapa/useUrlTeselas';
import { Documento } from '../../ui/documento/Documento';
import { MarcaHora } from '../../ui/hora/MarcaHora';
import { useCorreccionesDe } from './consultas';
import { EtiquetaTipo, MarcasCorreccion } from './FilaFichaje';
import { FormularioCorreccion } from './FormularioCorreccion';
import { descripcionFichaje, esCorreccion, fechaHora, nombreEmpleado, textoCoordenadas, textoInstante, type Fichaje } from './presencia';
import { etiquetasFichaje, TEXTOS_PRESENCIA as T } from './presencia.labels';
import './presencia.css';

export const tarjetaFichaje = tarjetaDe('presencia', etiquetasFichaje, [
  { campo: 'tipo', valor: (f) => <EtiquetaTipo fichaje={f} /> },
  { campo: 'hora', valor: (f) => fechaHora(f.hora) },
  { externo: 'empleado' },
  { campo: 'fdispositivo', valor: (f) => textoInstante(f.fdispositivo) },
  { campo: 'frecibido', valor: (f) => textoInstante(f.frecibido) ?? T.pendienteSubir },
  { externo: 'posicion' },
  { campo: 'autor' },
  { campo: 'motivo', ancho: true },
  { externo: 'corrige', ancho: true },
  { externo: 'corregidoPor', ancho: true },
]);

export function FichajeScreen({ idpresencia }: { idpresencia: string }) {
  return (
    <Documento coleccion="presencia" id={idpresencia} nombre="Fichaje" volver={<Link to="/presencia/">{T.volverLista}</Link>}>
      {(f) => <FichaFichaje fichaje={f} />}
    </Documento>
  );
}

function EnlaceFichaje({ fichaje }: { fichaje: Fichaje }) {
  const texto = descripcionFichaje(fichaje);
  return (
    <Link to="/presencia/$idpresencia" params={{ idpresencia: fichaje.idpresencia }} aria-label={T.verFichaje(texto.toLowerCase())}>
      {texto}
    </Link>
  );
}

function FichaFichaje({ fichaje }: { fichaje: Fichaje }) {
  const { sesion } = useVigia();
  const { idempleado, idpresencia_corrige } = fichaje;
  const empleados = usePorIds('empleado', [idempleado]);
  const corregidos = usePorIds('presencia', [idpresencia_corrige ?? '']);
  const correcciones = useCorreccionesDe(fichaje);
  const empleado = empleados?.get(idempleado);
  const corregido = idpresencia_corrige ? corregidos?.get(idpresencia_corrige) : undefined;
  const vigentes = (correcciones ?? []).filter((c) => c.estado > 0);
  const supervisor = puede(sesion.usuario, 'presencia', 'editar');

  const conPosicion = typeof fichaje.lat === 'number' && typeof fichaje.lng === 'number';
  const externos = {
    empleado: empleado ? nombreEmpleado(empleado) : empleados === undefined ? T.cargando : T.noEsta,
    posicion: conPosicion ? textoCoordenadas(fichaje.lat ?? 0, fichaje.lng ?? 0, fichaje.precision) : T.sinPosicion(fichaje.sin_posicion ?? '—'),
    corrige: idpresencia_corrige ? (corregido ? <EnlaceFichaje fichaje={corregido} /> : corregidos === undefined ? T.cargando : T.noEsta) : esCorreccion(fichaje) ? T.anadido : null,
    corregidoPor:
      correcciones === undefined ? T.cargando : vigentes.length === 0 ? T.nadieLoCorrige : (
        <span className="presencia-cadena">
          {vigentes.map((c) => (
            <span key={c.idpresencia}>
              <EnlaceFichaje fichaje={c} /> · {T.correccion(c.motivo ?? '', c.autor)}
            </span>
          ))}
        </span>
      ),
  };

  return (
    <div className="pantalla">
      <div className="titulo-con-etiquetas">
        <h1>{descripcionFichaje(fichaje)}</h1>
        <MarcasCorreccion fichaje={fichaje} />
        <MarcaHora doc={fichaje} />
      </div>
      <TarjetaEntidad declaracion={tarjetaFichaje} doc={fichaje} titulo={T.datos} externos={externos} />
      {conPosicion && <MapaFichaje fichaje={fichaje} titulo={descripcionFichaje(fichaje)} />}
      {supervisor &&
        fichaje.estado > 0 &&
        correcciones !== undefined &&
        (vigentes.length > 0 ? (
          <p className="aviso" role="note">
            {T.yaCorregido}
          </p>
        ) : (
          <FormularioCorreccion corrige={fichaje} />
        ))}
      <p>
        <Link to="/presencia/">{T.volverLista}</Link>
      </p>
    </div>
  );
}

function MapaFichaje({ fichaje, titulo }: { fichaje: Fichaje; titulo: string }) {
  const urlTeselas = useUrlTeselas();
  const { lat, lng, precision, idpresencia } = fichaje;
  const marcadores = useMemo(
    () => (typeof lat === 'number' && typeof lng === 'number' ? [{ id: idpresencia, lat, lng, titulo }] : []),
    [lat, lng, idpresencia, titulo],
  );
  if (marcadores.length === 0 || typeof lat !== 'number' || typeof lng !== 'number') return null;
  return (
    <TarjetaMapa titulo={T.mapa} marcadores={marcadores} urlTeselas={urlTeselas}>
      <p>{textoCoordenadas(lat, lng, precision)}</p>
    </TarjetaMapa>
  );
}
